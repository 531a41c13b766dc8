"""Examples kept runnable by the test suite (``tests/test_examples.py``)."""
