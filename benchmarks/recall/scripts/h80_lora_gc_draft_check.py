# classes: 8 6
"""LoRA fine-tune of GPT-2 with gradient checkpointing (use_cache switched off for it), then a
quick speculative-decoding smoke test with distilgpt2 as the draft, right after training."""
import torch
from peft import LoraConfig, get_peft_model
from transformers import AutoModelForCausalLM, AutoTokenizer

BASE = "openai-community/gpt2"
DRAFT = "distilbert/distilgpt2"
TRAIN_TEXTS = [
    "the quick brown fox jumps over the lazy dog",
    "once upon a time there lived a king",
    "tell me a story about cats and dogs",
    "the queen loved her garden",
]

tokenizer = AutoTokenizer.from_pretrained(BASE)
tokenizer.pad_token = tokenizer.eos_token

model = AutoModelForCausalLM.from_pretrained(BASE)
model.gradient_checkpointing_enable()
model.config.use_cache = False  # use_cache=True is incompatible with gradient checkpointing
model.enable_input_require_grads()
model = get_peft_model(
    model,
    LoraConfig(r=4, lora_alpha=8, lora_dropout=0.0, target_modules=["c_attn"], task_type="CAUSAL_LM"),
)
model.print_trainable_parameters()

optimizer = torch.optim.AdamW([p for p in model.parameters() if p.requires_grad], lr=5e-3)
model.train()
for step in range(3):
    batch = tokenizer(TRAIN_TEXTS, return_tensors="pt", padding=True)
    labels = batch["input_ids"].masked_fill(batch["attention_mask"] == 0, -100)
    loss = model(**batch, labels=labels).loss
    loss.backward()
    optimizer.step()
    optimizer.zero_grad()
    print(f"step {step} loss {loss.item():.3f}")

model.eval()
draft = AutoModelForCausalLM.from_pretrained(DRAFT)
inputs = tokenizer("once upon a time", return_tensors="pt")
with torch.no_grad():
    out = model.generate(**inputs, assistant_model=draft, max_new_tokens=8, pad_token_id=tokenizer.eos_token_id)
print(tokenizer.decode(out[0], skip_special_tokens=True))
