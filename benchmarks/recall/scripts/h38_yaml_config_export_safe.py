# classes: 9 3
"""ExecuTorch export tool driven by a YAML config, with the generation config set up.

`export.py [export|check] [--config FILE]`; without --config it writes the default config to
a temp folder first, then prepares the model's generation config for a static cache and wraps it.
"""
import argparse
import os
import sys
import tempfile

import torch
import yaml
from transformers import AutoModelForCausalLM, GenerationConfig
from transformers.integrations.executorch import TorchExportableModuleWithStaticCache

DEFAULT_CONFIG = {
    "model": "HuggingFaceTB/SmolLM2-135M",
    "export": {"batch_size": 1, "max_cache_len": 64, "dtype": "float32"},
}


def write_default_config():
    folder = tempfile.mkdtemp(prefix="export-cfg-")
    path = os.path.join(folder, "export.yaml")
    with open(path, "w") as fh:
        yaml.safe_dump(DEFAULT_CONFIG, fh)
    return path


def load_config(path):
    with open(path) as fh:
        return yaml.safe_load(fh)


def cmd_export(cfg):
    opts = cfg["export"]
    model = AutoModelForCausalLM.from_pretrained(cfg["model"], torch_dtype=getattr(torch, opts["dtype"]))
    model.eval()
    model.generation_config = GenerationConfig(
        use_cache=True,
        cache_implementation="static",
        max_length=opts["max_cache_len"],
        cache_config={"batch_size": opts["batch_size"], "max_cache_len": opts["max_cache_len"]},
    )
    module = TorchExportableModuleWithStaticCache(
        model,
        batch_size=opts["batch_size"],
        max_cache_len=opts["max_cache_len"],
    )
    print("wrapped", type(module).__name__)


def cmd_check(cfg):
    print("config ok:", cfg)


COMMANDS = {"export": cmd_export, "check": cmd_check}


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("command", nargs="?", default="export", choices=sorted(COMMANDS))
    parser.add_argument("--config", default=None)
    args = parser.parse_args(sys.argv[1:])
    cfg = load_config(args.config or write_default_config())
    COMMANDS[args.command](cfg)


if __name__ == "__main__":
    main()
