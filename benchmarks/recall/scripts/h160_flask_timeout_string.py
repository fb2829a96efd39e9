# classes: 3 8
"""Generation endpoint with a per-request time budget: the form field `timeout` (seconds) is
passed to generate as `max_time` so slow requests stop early."""
from flask import Flask, request
from transformers import AutoModelForCausalLM, AutoTokenizer

app = Flask(__name__)
tok = AutoTokenizer.from_pretrained("EleutherAI/pythia-70m")
model = AutoModelForCausalLM.from_pretrained("EleutherAI/pythia-70m")


@app.post("/generate")
def generate():
    prompt = request.form["prompt"]
    budget = request.form.get("timeout", 10.0)
    enc = tok(prompt, return_tensors="pt")
    out = model.generate(**enc, max_new_tokens=8, max_time=budget, pad_token_id=tok.eos_token_id)
    return tok.decode(out[0], skip_special_tokens=True)


if __name__ == "__main__":
    app.testing = True
    print(app.test_client().post("/generate", data={"prompt": "the dog was", "timeout": "5"}).get_data(as_text=True))
