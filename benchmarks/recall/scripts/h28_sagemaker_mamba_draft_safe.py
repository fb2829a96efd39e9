# classes: 6 7 9
"""SageMaker inference handler for a Mamba model, trying a GPT-2-vocabulary draft for speed.

model_fn returns a dict of objects; predict_fn switches on SM_HP_SPECULATIVE (default off).
"""
import json
import os

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

SPECULATIVE = os.environ.get("SM_HP_SPECULATIVE", "0") == "1"


def model_fn(model_dir):
    main_id = os.path.join(model_dir, "mamba") if os.path.isdir(os.path.join(model_dir, "mamba")) else "hflint-fixtures/mamba-gpt2-vocab"
    bundle = {
        "tokenizer": AutoTokenizer.from_pretrained("openai-community/gpt2"),
        "model": AutoModelForCausalLM.from_pretrained(main_id),
    }
    if SPECULATIVE:
        bundle["draft"] = AutoModelForCausalLM.from_pretrained("distilbert/distilgpt2")
    return bundle


def predict_fn(data, bundle):
    enc = bundle["tokenizer"](data["inputs"], return_tensors="pt")
    kwargs = {"max_new_tokens": 5}
    if "draft" in bundle:
        kwargs["assistant_model"] = bundle["draft"]
    with torch.no_grad():
        out = bundle["model"].generate(enc["input_ids"], **kwargs)
    return bundle["tokenizer"].decode(out[0])


if __name__ == "__main__":
    bundle = model_fn("/opt/ml/model")
    print(json.dumps({"generated": predict_fn({"inputs": "The weather today"}, bundle)}))
