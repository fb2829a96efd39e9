# classes: 5 7
"""Colab notebook: the cache-inspection cell asks the cache object for its length instead of
unpacking legacy tuples."""
# %%
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
enc = tok("The quick brown fox", return_tensors="pt")

# %%
out = model.generate(
    **enc, max_new_tokens=6, return_dict_in_generate=True, use_cache=True, pad_token_id=tok.eos_token_id
)
print(tok.decode(out.sequences[0]))

# %%
pkv = out.past_key_values
print("cached tokens:", pkv.get_seq_length())
