# classes: 3 8
"""GET endpoint for quick tests from a browser: generation settings come from the query string
(`/complete?prompt=...&max_new_tokens=6`) and are passed to generate."""
from flask import Flask, request
from transformers import AutoModelForCausalLM, AutoTokenizer

app = Flask(__name__)
tokenizer = AutoTokenizer.from_pretrained("openai-community/gpt2")
model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")


@app.get("/complete")
def complete():
    prompt = request.args.get("prompt", "the quick brown fox")
    max_new_tokens = request.args.get("max_new_tokens", 16)
    ids = tokenizer(prompt, return_tensors="pt")
    out = model.generate(**ids, max_new_tokens=max_new_tokens, pad_token_id=tokenizer.eos_token_id)
    return tokenizer.decode(out[0], skip_special_tokens=True)


if __name__ == "__main__":
    app.testing = True
    print(app.test_client().get("/complete?prompt=once+upon+a+time&max_new_tokens=6").get_data(as_text=True))
