# classes: 7 3
"""Reply suggestions: the service asks for two candidates unless the caller says otherwise."""
from transformers import AutoModelForCausalLM, AutoTokenizer

tokenizer = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-360M-Instruct")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-360M-Instruct")
draft = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M-Instruct")


def suggest(text, **gen_kwargs):
    gen_kwargs.setdefault("max_new_tokens", 8)
    gen_kwargs.setdefault("do_sample", True)
    gen_kwargs.setdefault("num_return_sequences", 2)
    enc = tokenizer(text, return_tensors="pt")
    out = model.generate(**enc, **gen_kwargs)
    return tokenizer.batch_decode(out, skip_special_tokens=True)


print(suggest("hello there, how are you", temperature=0.8))
print(suggest("hello there, how are you", assistant_model=draft))
