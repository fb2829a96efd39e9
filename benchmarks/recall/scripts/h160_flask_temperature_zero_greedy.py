# classes: 3 8
"""Flask generation endpoint whose defaults sample; a client asks for `temperature: 0` to get
deterministic output, as OpenAI-compatible clients do."""
import torch
from flask import Flask, jsonify, request
from transformers import AutoModelForCausalLM, AutoTokenizer

app = Flask(__name__)
tok = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")
model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")

GEN_DEFAULTS = dict(max_new_tokens=8, do_sample=True, temperature=0.7, top_p=0.9)


@app.route("/generate", methods=["POST"])
def generate():
    payload = request.get_json()
    kwargs = {**GEN_DEFAULTS, **payload.get("parameters", {})}
    inputs = tok(payload["inputs"], return_tensors="pt")
    torch.manual_seed(0)
    output = model.generate(**inputs, **kwargs)
    return jsonify(generated_text=tok.decode(output[0], skip_special_tokens=True))


if __name__ == "__main__":
    app.config["TESTING"] = True
    with app.test_client() as client:
        r = client.post("/generate", json={"inputs": "hello world", "parameters": {"temperature": 0}})
        print(r.status_code, r.get_json())
