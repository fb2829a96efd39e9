# classes: 7 2
"""Kaggle notebook: the answer cell is re-run after adding stop strings to the model's generation
config so that the model stops at the end of the line."""
# %%
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")
model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")
enc = tok("Question: what colour is the sky?\nAnswer:", return_tensors="pt")


# %%
def answer():
    out = model.generate(**enc, max_new_tokens=8, pad_token_id=tok.eos_token_id)
    return tok.decode(out[0][enc["input_ids"].shape[1]:], skip_special_tokens=True)


print(answer())

# %% stop at the newline
model.generation_config.stop_strings = ["\n", "Question:"]
print(answer())
