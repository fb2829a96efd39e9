# classes: 3 7 9
"""SageMaker inference script for a drafted Qwen chat endpoint.

model_fn/input_fn/predict_fn/output_fn as the inference toolkit calls them; the
hyperparameters come from SM_HP_* variables (the estimator turns them into env vars).
The bottom of the file is the local smoke test run before `sagemaker deploy`.
"""
import json
import os
import tempfile

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

BASE = "Qwen/Qwen2.5-1.5B-Instruct"
DRAFT = "Qwen/Qwen2.5-0.5B-Instruct"


def _hp(name, default):
    return os.environ.get(f"SM_HP_{name.upper()}", default)


USE_CACHE = _hp("use_cache", "false").lower() in ("1", "true", "yes")
MAX_NEW_TOKENS = int(_hp("max_new_tokens", "8"))


def model_fn(model_dir):
    tokenizer = AutoTokenizer.from_pretrained(model_dir)
    model = AutoModelForCausalLM.from_pretrained(model_dir, torch_dtype=torch.float32)
    draft = AutoModelForCausalLM.from_pretrained(DRAFT, torch_dtype=torch.float32)
    model.eval()
    draft.eval()
    return {"model": model, "draft": draft, "tokenizer": tokenizer}


def input_fn(request_body, content_type="application/json"):
    if content_type != "application/json":
        raise ValueError(f"unsupported content type {content_type}")
    return json.loads(request_body)


def predict_fn(data, bundle):
    tok = bundle["tokenizer"]
    enc = tok(data["inputs"], return_tensors="pt")
    with torch.no_grad():
        out = bundle["model"].generate(
            **enc,
            assistant_model=bundle["draft"],
            max_new_tokens=MAX_NEW_TOKENS,
            use_cache=USE_CACHE,
            do_sample=False,
        )
    return tok.decode(out[0, enc["input_ids"].shape[1]:], skip_special_tokens=True)


def output_fn(prediction, accept="application/json"):
    return json.dumps({"generated_text": prediction}), accept


if __name__ == "__main__":
    model_dir = tempfile.mkdtemp(prefix="model-")
    AutoTokenizer.from_pretrained(BASE).save_pretrained(model_dir)
    AutoModelForCausalLM.from_pretrained(BASE).save_pretrained(model_dir)
    bundle = model_fn(model_dir)
    payload = input_fn(json.dumps({"inputs": "Summarise: the cat sat on the mat."}))
    print(output_fn(predict_fn(payload, bundle)))
