# classes: 6 8
"""Notebook export: the universal assisted decoding recipe, adapted to a GPT-2 pair.

Cell 2 follows the docs' UAD example (two tokenizers); the next cell swaps in a draft of
the same family (distilgpt2) and keeps passing both tokenizers.
"""
# %%
from transformers import AutoModelForCausalLM, AutoTokenizer

prompt = "Alice and Bob are"

# %%
# In[2]: the docs example: different tokenizers
main_ckpt, draft_ckpt = "openai-community/gpt2-medium", "HuggingFaceTB/SmolLM2-135M"
tokenizer = AutoTokenizer.from_pretrained(main_ckpt)
assistant_tokenizer = AutoTokenizer.from_pretrained(draft_ckpt)
model = AutoModelForCausalLM.from_pretrained(main_ckpt)
assistant = AutoModelForCausalLM.from_pretrained(draft_ckpt)
inputs = tokenizer(prompt, return_tensors="pt")
out = model.generate(
    **inputs, assistant_model=assistant, tokenizer=tokenizer, assistant_tokenizer=assistant_tokenizer, max_new_tokens=6
)
print(tokenizer.batch_decode(out, skip_special_tokens=True))

# %%
# In[3]: a draft of the same family should accept more tokens
draft_ckpt = "distilbert/distilgpt2"
assistant_tokenizer = AutoTokenizer.from_pretrained(draft_ckpt)
assistant = AutoModelForCausalLM.from_pretrained(draft_ckpt)
out = model.generate(
    **inputs, assistant_model=assistant, tokenizer=tokenizer, assistant_tokenizer=assistant_tokenizer, max_new_tokens=6
)
print(tokenizer.batch_decode(out, skip_special_tokens=True))
