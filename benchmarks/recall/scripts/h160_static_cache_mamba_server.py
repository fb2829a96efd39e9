# classes: 6 5
"""Latency-tuned server for a Mamba checkpoint: loaded once at module level, with the static
cache recipe copied from a Llama server; every request just calls generate."""
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("state-spaces/mamba-130m-hf")
model = AutoModelForCausalLM.from_pretrained("state-spaces/mamba-130m-hf")
model.generation_config.cache_implementation = "static"


def handler(event):
    enc = tok(event["text"], return_tensors="pt")
    out = model.generate(enc["input_ids"], max_new_tokens=event.get("max_new_tokens", 8))
    return {"completion": tok.decode(out[0], skip_special_tokens=True)}


if __name__ == "__main__":
    for text in ["hello world", "once upon a time"]:
        print(handler({"text": text, "max_new_tokens": 5}))
