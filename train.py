"""Training entry point: ``python train.py fit --config configs/<name>.yaml`` (also ``validate``, ``test``,
``--print_config``; ``--model.help CLASS`` / ``--data.help CLASS`` list a module's or datamodule's settings). The
CLI is :class:`prover_lightning.cli.AgentTrainerCLI`.

Environment worker processes are spawned, and a spawned child re-imports this file, so its top level imports nothing.
"""

from __future__ import annotations


def main(args: list[str] | None = None, run: bool = True):
    """:func:`prover_lightning.cli.main` (imported here, not at the top: see the module's docstring)."""
    from prover_lightning.cli import main as cli_main

    return cli_main(args, run)


if __name__ == "__main__":
    main()
