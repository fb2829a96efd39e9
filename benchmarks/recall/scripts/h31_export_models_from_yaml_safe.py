# classes: 6 9
"""Export the on-device model list to ExecuTorch-ready modules.

The release manifest (YAML, embedded here as it is in the release repo) lists
the checkpoints and the shapes the phone app compiles for. The generation
config of each model is prepared for a static cache before wrapping, and each
wrapped module is written to a small JSON report.
"""
import json

import yaml
from transformers import AutoModelForCausalLM
from transformers.integrations.executorch import TorchExportableModuleWithStaticCache

MANIFEST = """
exports:
  - name: smollm2-chat
    checkpoint: HuggingFaceTB/SmolLM2-135M-Instruct
    batch_size: 1
    max_cache_len: 128
"""


def wrap(entry):
    model = AutoModelForCausalLM.from_pretrained(entry["checkpoint"])
    model.eval()
    model.generation_config.use_cache = True
    model.generation_config.cache_implementation = "static"
    return TorchExportableModuleWithStaticCache(
        model,
        batch_size=entry["batch_size"],
        max_cache_len=entry["max_cache_len"],
    )


def main():
    manifest = yaml.safe_load(MANIFEST)
    report = []
    for entry in manifest["exports"]:
        module = wrap(entry)
        report.append(
            {
                "name": entry["name"],
                "batch_size": entry["batch_size"],
                "max_cache_len": entry["max_cache_len"],
                "params": sum(p.numel() for p in module.parameters()),
            }
        )
    with open("export_report.json", "w") as fh:
        json.dump(report, fh, indent=2)
    print(json.dumps(report))


if __name__ == "__main__":
    main()
