# classes: 5 6
"""After merging a LoRA adapter into SmolLM2-360M-Instruct, speculative decoding with the 135M
draft on the default dynamic cache, and a static cache only for plain greedy decoding."""
import torch
from peft import LoraConfig, get_peft_model
from transformers import AutoModelForCausalLM, AutoTokenizer

MAIN = "HuggingFaceTB/SmolLM2-360M-Instruct"
tok = AutoTokenizer.from_pretrained(MAIN)
model = get_peft_model(
    AutoModelForCausalLM.from_pretrained(MAIN),
    LoraConfig(r=4, lora_alpha=8, target_modules=["q_proj", "k_proj", "v_proj"], task_type="CAUSAL_LM"),
)
opt = torch.optim.AdamW(model.parameters(), lr=1e-3)
for text in ["the blue fox jumps", "the green garden"]:
    batch = tok(text, return_tensors="pt")
    model(**batch, labels=batch.input_ids).loss.backward()
    opt.step()
    opt.zero_grad()

model = model.merge_and_unload().eval()
draft = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M-Instruct").eval()
inputs = tok("tell me about the queen", return_tensors="pt")
with torch.no_grad():
    fast = model.generate(**inputs, assistant_model=draft, max_new_tokens=8)
    plain = model.generate(**inputs, cache_implementation="static", max_new_tokens=8)
print(tok.decode(fast[0]), "|", tok.decode(plain[0]))
