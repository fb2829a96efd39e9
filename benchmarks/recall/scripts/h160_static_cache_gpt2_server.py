# classes: 6 5
"""Latency-tuned GPT-2 server: the model is loaded once at module level and its generation
config is switched to a static cache (the recipe for compiled decoding), then every request
just calls generate."""
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("distilbert/distilgpt2")
model = AutoModelForCausalLM.from_pretrained("distilbert/distilgpt2")
model.generation_config.cache_implementation = "static"
model.generation_config.pad_token_id = tok.eos_token_id


def handler(event):
    enc = tok(event["text"], return_tensors="pt")
    out = model.generate(**enc, max_new_tokens=event.get("max_new_tokens", 8))
    return {"completion": tok.decode(out[0], skip_special_tokens=True)}


if __name__ == "__main__":
    for text in ["hello world", "once upon a time"]:
        print(handler({"text": text, "max_new_tokens": 5}))
