# classes: 4 7
"""SageMaker model_fn that loads the weights itself and wraps them in a pipeline.

The training job wrote the model folder (weights + tokenizer files); model_fn loads the
model object with the dtype the endpoint wants and hands it to pipeline().
"""
import json
import os
import tempfile

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, pipeline

SOURCE = "Qwen/Qwen2.5-0.5B-Instruct"
DTYPE = os.environ.get("SM_HP_DTYPE", "float32")


def model_fn(model_dir):
    model = AutoModelForCausalLM.from_pretrained(model_dir, torch_dtype=getattr(torch, DTYPE))
    model.eval()
    return pipeline("text-generation", model=model, device=-1)


def predict_fn(data, generator):
    params = {"max_new_tokens": 6, "do_sample": False}
    params.update(data.get("parameters") or {})
    return generator(data["inputs"], **params)


def save_model_dir():
    model_dir = tempfile.mkdtemp(prefix="sm-model-")
    AutoModelForCausalLM.from_pretrained(SOURCE).save_pretrained(model_dir)
    AutoTokenizer.from_pretrained(SOURCE).save_pretrained(model_dir)
    return model_dir


if __name__ == "__main__":
    generator = model_fn(save_model_dir())
    print(json.dumps(predict_fn({"inputs": "Hello, my name is"}, generator)))
