# classes: 6 7 9
"""Azure ML online-endpoint scoring script (score.py): init() loads into globals, run() serves.

AZUREML_MODEL_DIR points at the registered model folder; the smoke test at the bottom
creates one in a temporary directory the way `az ml model create` would lay it out.
"""
import json
import logging
import os
import tempfile

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

model = None
assistant = None
tokenizer = None

DRAFT_ID = "Qwen/Qwen2.5-0.5B-Instruct"


def init():
    global model, assistant, tokenizer
    model_path = os.path.join(os.getenv("AZUREML_MODEL_DIR", "."), "qwen7b")
    tokenizer = AutoTokenizer.from_pretrained(model_path)
    model = AutoModelForCausalLM.from_pretrained(model_path, torch_dtype=torch.float32)
    assistant = AutoModelForCausalLM.from_pretrained(DRAFT_ID, torch_dtype=torch.float32)
    logging.info("init complete")


def run(raw_data):
    data = json.loads(raw_data)
    prompt = data["prompt"]
    params = data.get("parameters", {})
    inputs = tokenizer(prompt, return_tensors="pt")
    output = model.generate(
        **inputs,
        assistant_model=assistant,
        max_new_tokens=params.get("max_new_tokens", 8),
        do_sample=False,
    )
    return {"completion": tokenizer.decode(output[0], skip_special_tokens=True)}


if __name__ == "__main__":
    root = tempfile.mkdtemp()
    target = os.path.join(root, "qwen7b")
    AutoTokenizer.from_pretrained("Qwen/Qwen2.5-7B-Instruct").save_pretrained(target)
    AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-7B-Instruct").save_pretrained(target)
    os.environ["AZUREML_MODEL_DIR"] = root
    init()
    print(run(json.dumps({"prompt": "Translate 'good morning' to French.", "parameters": {"max_new_tokens": 5}})))
