# classes: 8 6
"""LoRA fine-tune of GPT-2 with gradient checkpointing; the cache is switched back on after
training, then distilgpt2 drafts for the adapted model."""
import torch
from peft import LoraConfig, get_peft_model
from transformers import AutoModelForCausalLM, AutoTokenizer

tokenizer = AutoTokenizer.from_pretrained("openai-community/gpt2")
tokenizer.pad_token = tokenizer.eos_token

base = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
base.config.use_cache = False
base.gradient_checkpointing_enable(gradient_checkpointing_kwargs={"use_reentrant": False})
peft_model = get_peft_model(base, LoraConfig(r=8, lora_alpha=16, target_modules=["c_attn", "c_proj"], task_type="CAUSAL_LM"))

texts = ["hello world", "the red fox and the blue dog", "one two three four five"]
opt = torch.optim.SGD([p for p in peft_model.parameters() if p.requires_grad], lr=1e-2)
peft_model.train()
for _ in range(2):
    enc = tokenizer(texts, return_tensors="pt", padding=True)
    out = peft_model(**enc, labels=enc["input_ids"])
    out.loss.backward()
    opt.step()
    opt.zero_grad()

# back to inference mode
peft_model.eval()
base.gradient_checkpointing_disable()
base.config.use_cache = True

assistant = AutoModelForCausalLM.from_pretrained("distilbert/distilgpt2")
prompt = tokenizer("tell me a story about", return_tensors="pt")
with torch.inference_mode():
    gen = peft_model.generate(**prompt, assistant_model=assistant, max_new_tokens=6, do_sample=False)
print(tokenizer.batch_decode(gen, skip_special_tokens=True))
