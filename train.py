"""Training entry point of a checkout: ``python train.py fit --config configs/<name>.yaml`` is the installed console
command ``prover-lightning fit --config ...`` (:mod:`prover_lightning.cli`); ``main(args)`` builds and runs the same CLI
in-process and returns it (tests and scripts)."""

from prover_lightning.cli import cli_main as main

__all__ = ["main"]

if __name__ == "__main__":
    main()
