# classes: 3
"""Sampling endpoint whose settings come from the JSON body with `params.get(name, default)`;
the test client sends `top_k: 0` to turn top-k filtering off."""
import torch
from flask import Flask, jsonify, request
from transformers import AutoModelForCausalLM, AutoTokenizer

app = Flask(__name__)
tok = AutoTokenizer.from_pretrained("microsoft/Phi-3-mini-4k-instruct")
model = AutoModelForCausalLM.from_pretrained("microsoft/Phi-3-mini-4k-instruct")


@app.post("/sample")
def sample():
    params = request.get_json(force=True)
    enc = tok(params["prompt"], return_tensors="pt")
    torch.manual_seed(params.get("seed", 0))
    out = model.generate(
        **enc,
        do_sample=True,
        temperature=params.get("temperature", 0.7),
        top_p=params.get("top_p", 0.95),
        top_k=params.get("top_k", 50),
        max_new_tokens=params.get("max_new_tokens", 8),
    )
    return jsonify(text=tok.decode(out[0], skip_special_tokens=True))


if __name__ == "__main__":
    app.testing = True
    print(app.test_client().post("/sample", json={"prompt": "the fox", "top_k": 0, "max_new_tokens": 5}).get_json())
