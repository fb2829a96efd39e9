# classes: 3
"""OpenAI-compatible Flask endpoint: known OpenAI fields are renamed (`stop` becomes
`stop_strings`, with the tokenizer passed along), everything else is passed through."""
from flask import Flask, jsonify, request
from transformers import AutoModelForCausalLM, AutoTokenizer

app = Flask(__name__)
tok = AutoTokenizer.from_pretrained("Qwen/Qwen2-0.5B-Instruct")
model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2-0.5B-Instruct")
RENAMES = {"max_tokens": "max_new_tokens", "n": "num_return_sequences", "stop": "stop_strings"}
IGNORED = {"model", "messages", "stream", "user"}


@app.post("/v1/chat/completions")
def chat_completions():
    body = request.get_json()
    params = {"max_new_tokens": 16, "do_sample": False}
    for key, value in body.items():
        if key not in IGNORED:
            params[RENAMES.get(key, key)] = value
    if "stop_strings" in params:
        params["tokenizer"] = tok
    inputs = tok.apply_chat_template(body["messages"], add_generation_prompt=True, return_tensors="pt", return_dict=True)
    out = model.generate(**inputs, **params)
    content = tok.decode(out[0, inputs["input_ids"].shape[1] :], skip_special_tokens=True)
    return jsonify({"choices": [{"message": {"role": "assistant", "content": content}}]})


if __name__ == "__main__":
    app.testing = True
    body = {"model": "m", "messages": [{"role": "user", "content": "hello"}], "max_tokens": 5, "stop": ["user"]}
    print(app.test_client().post("/v1/chat/completions", json=body).get_json())
