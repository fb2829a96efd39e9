# classes: 7 2
"""Colab notebook: the sampling helper is redefined later to return a single continuation again,
before the speculative cell uses it."""
# %%
from transformers import AutoModelForCausalLM, AutoTokenizer

tokenizer = AutoTokenizer.from_pretrained("openai-community/gpt2-medium")
model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2-medium")
small = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")


# %%
def generate_text(prompt, **extra):
    enc = tokenizer(prompt, return_tensors="pt")
    out = model.generate(
        **enc, max_new_tokens=8, do_sample=True, num_return_sequences=3, pad_token_id=tokenizer.eos_token_id, **extra
    )
    return tokenizer.batch_decode(out, skip_special_tokens=True)


print(generate_text("The weather today is"))


# %% speculative decoding returns one sequence, so go back to one
def generate_text(prompt, **extra):
    enc = tokenizer(prompt, return_tensors="pt")
    out = model.generate(**enc, max_new_tokens=8, do_sample=True, pad_token_id=tokenizer.eos_token_id, **extra)
    return tokenizer.batch_decode(out, skip_special_tokens=True)


print(generate_text("The weather today is", assistant_model=small))
