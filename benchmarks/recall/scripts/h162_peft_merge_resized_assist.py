# classes: 7 8 6
"""Fine-tune prep added a pad token and resized GPT-2 medium; the LoRA adapter is merged and the
merged model is served with the stock distilgpt2 as draft."""

from peft import LoraConfig, get_peft_model
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("gpt2-medium")
tok.add_special_tokens({"pad_token": "<pad>"})
base = AutoModelForCausalLM.from_pretrained("gpt2-medium")
base.resize_token_embeddings(len(tok))
peft_model = get_peft_model(base, LoraConfig(r=4, target_modules=["c_attn"], task_type="CAUSAL_LM"))
# ... training elided ...
merged = peft_model.merge_and_unload()

draft = AutoModelForCausalLM.from_pretrained("distilgpt2")
enc = tok("the lazy dog", return_tensors="pt")
out = merged.generate(**enc, assistant_model=draft, max_new_tokens=6)
print(tok.decode(out[0]))
