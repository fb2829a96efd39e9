# classes: 7 2
"""Kaggle notebook: the stop strings go to generate together with the tokenizer when the answer
cell is re-run."""
# %%
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")
model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")
enc = tok("Question: what colour is the sky?\nAnswer:", return_tensors="pt")


# %%
def answer(**kw):
    out = model.generate(**enc, max_new_tokens=8, pad_token_id=tok.eos_token_id, **kw)
    return tok.decode(out[0][enc["input_ids"].shape[1]:], skip_special_tokens=True)


print(answer())

# %%
print(answer(stop_strings=["\n", "Question:"], tokenizer=tok))
