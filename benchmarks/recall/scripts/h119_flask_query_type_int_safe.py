# classes: 3
"""Flask endpoint converting query-string settings with type=int / type=float before generate."""
from flask import Flask, jsonify, request
from transformers import AutoModelForCausalLM, AutoTokenizer

app = Flask(__name__)
tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")


@app.route("/generate")
def generate():
    prompt = request.args.get("prompt", "Hello")
    max_new_tokens = request.args.get("max_new_tokens", 16, type=int)
    temperature = request.args.get("temperature", 1.0, type=float)
    enc = tok(prompt, return_tensors="pt")
    out = model.generate(
        **enc, do_sample=True, temperature=temperature, max_new_tokens=max_new_tokens, pad_token_id=tok.eos_token_id
    )
    return jsonify(text=tok.decode(out[0], skip_special_tokens=True))


if __name__ == "__main__":
    app.testing = True
    with app.test_client() as client:
        print(client.get("/generate?prompt=Once&max_new_tokens=6&temperature=0.8").get_json())
