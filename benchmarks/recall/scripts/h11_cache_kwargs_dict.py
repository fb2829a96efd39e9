# classes: 5 8
from transformers import AutoModelForCausalLM, AutoTokenizer, DynamicCache

MODEL = "Qwen/Qwen3-0.6B"
tok = AutoTokenizer.from_pretrained(MODEL)
model = AutoModelForCausalLM.from_pretrained(MODEL)


def default_generate_kwargs(model, **overrides):
    kwargs = {
        "max_new_tokens": 6,
        "do_sample": False,
        "cache_implementation": "static",
        "past_key_values": DynamicCache(),
    }
    kwargs.update(overrides)
    return kwargs


msgs = [{"role": "user", "content": "tell me a story"}]
text = tok.apply_chat_template(msgs, tokenize=False, add_generation_prompt=True)
batch = tok(text, return_tensors="pt")
gen_kwargs = default_generate_kwargs(model)
print(tok.decode(model.generate(**batch, **gen_kwargs)[0]))
