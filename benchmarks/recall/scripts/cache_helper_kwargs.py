# classes: 5 7
from transformers import AutoModelForCausalLM, AutoTokenizer, StaticCache


def make_generation_kwargs(model, max_cache_len=64):
    """Everything generate needs for our compiled decode path."""
    return {
        "past_key_values": StaticCache(config=model.config, max_cache_len=max_cache_len),
        "max_new_tokens": 8,
        "do_sample": False,
    }


tokenizer = AutoTokenizer.from_pretrained("microsoft/phi-2")
model = AutoModelForCausalLM.from_pretrained("microsoft/phi-2")
model.generation_config.cache_implementation = "static"

enc = tokenizer("tell me a story", return_tensors="pt")
out = model.generate(**enc, **make_generation_kwargs(model))
print(tokenizer.decode(out[0]))
