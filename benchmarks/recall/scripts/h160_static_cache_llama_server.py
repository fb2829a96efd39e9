# classes: 6 5
"""Latency-tuned Llama-architecture server: loaded once at module level, generation config
switched to a static cache; every request just calls generate."""
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M-Instruct")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M-Instruct")
model.generation_config.cache_implementation = "static"


def handler(event):
    enc = tok(event["text"], return_tensors="pt")
    out = model.generate(**enc, max_new_tokens=event.get("max_new_tokens", 8), do_sample=False)
    return {"completion": tok.decode(out[0], skip_special_tokens=True)}


if __name__ == "__main__":
    for text in ["hello world", "once upon a time"]:
        print(handler({"text": text, "max_new_tokens": 5}))
