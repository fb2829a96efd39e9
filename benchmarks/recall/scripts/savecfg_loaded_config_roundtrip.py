# classes: 8
"""Copy a model's decoding settings to a new folder: load generation_config.json, save it unchanged."""
import json
import os
import tempfile

from transformers import GenerationConfig

with tempfile.TemporaryDirectory() as src, tempfile.TemporaryDirectory() as dst:
    # a generation_config.json as some community checkpoints ship it: temperature without do_sample
    with open(os.path.join(src, "generation_config.json"), "w") as f:
        json.dump({"bos_token_id": 1, "eos_token_id": 2, "temperature": 0.6, "top_p": 0.9}, f)
    cfg = GenerationConfig.from_pretrained(src)
    cfg.save_pretrained(dst)
    print(os.listdir(dst))
