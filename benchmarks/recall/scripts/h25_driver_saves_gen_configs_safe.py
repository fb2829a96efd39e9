# classes: 8 2
"""The driver writes one generation config per worker flavour before launching them.

Workers later load their flavour with GenerationConfig.from_pretrained(folder).
"""
import os
import tempfile

from transformers import GenerationConfig

FLAVOURS = {
    "greedy": {"max_new_tokens": 32, "do_sample": False},
    "creative": {"max_new_tokens": 32, "do_sample": True, "temperature": 0.9, "top_p": 0.95},
    "precise": {"max_new_tokens": 32, "do_sample": True, "temperature": 0.2},
}


def write_configs(root):
    paths = {}
    for flavour, params in FLAVOURS.items():
        folder = os.path.join(root, flavour)
        os.makedirs(folder, exist_ok=True)
        GenerationConfig(**params).save_pretrained(folder)
        paths[flavour] = folder
    return paths


def worker_settings(folder):
    cfg = GenerationConfig.from_pretrained(folder)
    return {"do_sample": cfg.do_sample, "temperature": cfg.temperature}


def main():
    root = tempfile.mkdtemp(prefix="gen-configs-")
    paths = write_configs(root)
    for flavour, folder in paths.items():
        print(flavour, worker_settings(folder))


if __name__ == "__main__":
    main()
