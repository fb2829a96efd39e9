# classes: 8 7
"""After merging a LoRA adapter trained for two steps, the evaluation prompts are generated as one
padded batch with the base model as the assistant."""
import torch
from peft import LoraConfig, get_peft_model
from transformers import AutoModelForCausalLM, AutoTokenizer

MAIN, DRAFT = "HuggingFaceTB/SmolLM2-360M", "HuggingFaceTB/SmolLM2-135M"
tok = AutoTokenizer.from_pretrained(MAIN)
tok.padding_side = "left"
model = get_peft_model(AutoModelForCausalLM.from_pretrained(MAIN), LoraConfig(r=4, target_modules=["q_proj", "v_proj"], task_type="CAUSAL_LM"))
train = tok(["one two three four", "red green blue"], return_tensors="pt", padding=True)
opt = torch.optim.AdamW([p for p in model.parameters() if p.requires_grad], lr=1e-3)
for _ in range(2):
    model(**train, labels=train["input_ids"]).loss.backward()
    opt.step()
    opt.zero_grad()
merged = model.merge_and_unload().eval()
draft = AutoModelForCausalLM.from_pretrained(DRAFT)
prompts = ["tell me a story", "hello world"]
enc = tok(prompts, return_tensors="pt", padding=True)
print(tok.batch_decode(merged.generate(**enc, assistant_model=draft, max_new_tokens=4)))
