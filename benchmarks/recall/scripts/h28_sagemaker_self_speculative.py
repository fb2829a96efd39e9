# classes: 8 7 3
"""SageMaker handler using self-speculative (early-exit) decoding, hyperparameters as JSON.

SM_HPS holds all hyperparameters as one JSON object (what the training toolkit exports);
the endpoint reuses it for its generation settings.
"""
import json
import os

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

HPS = json.loads(os.environ.get("SM_HPS", '{"assistant_early_exit": 2, "max_new_tokens": 6}'))


def model_fn(model_dir):
    name = "facebook/opt-125m" if not os.path.isdir(model_dir) else model_dir
    return AutoModelForCausalLM.from_pretrained(name).eval(), AutoTokenizer.from_pretrained(name)


def predict_fn(data, model_and_tok):
    model, tok = model_and_tok
    enc = tok(data["inputs"], return_tensors="pt")
    with torch.no_grad():
        out = model.generate(
            **enc,
            assistant_early_exit=int(HPS["assistant_early_exit"]),
            max_new_tokens=int(HPS["max_new_tokens"]),
            do_sample=False,
        )
    return tok.batch_decode(out, skip_special_tokens=True)


if __name__ == "__main__":
    print(predict_fn({"inputs": "Alan Turing was"}, model_fn("/opt/ml/model-missing")))
