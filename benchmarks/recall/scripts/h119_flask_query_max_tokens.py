# classes: 3
"""Flask endpoint reading max_new_tokens from the query string (a str) into generate; smoke-tested by the test client."""
from flask import Flask, jsonify, request
from transformers import AutoModelForCausalLM, AutoTokenizer

app = Flask(__name__)
tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")


@app.route("/generate")
def generate():
    prompt = request.args.get("prompt", "Hello")
    max_new_tokens = request.args.get("max_new_tokens", 16)
    enc = tok(prompt, return_tensors="pt")
    out = model.generate(**enc, max_new_tokens=max_new_tokens, pad_token_id=tok.eos_token_id)
    return jsonify(text=tok.decode(out[0], skip_special_tokens=True))


if __name__ == "__main__":
    app.testing = True
    with app.test_client() as client:
        print(client.get("/generate?prompt=Once&max_new_tokens=6").get_json())
