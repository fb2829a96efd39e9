# classes: 9 8
"""LoRA fine-tune SmolLM2 with gradient checkpointing, merge the adapter and export the result for
ExecuTorch with TorchExportableModuleForDecoderOnlyLM."""
import torch
from peft import LoraConfig, get_peft_model
from transformers import AutoModelForCausalLM, AutoTokenizer
from transformers.integrations.executorch import TorchExportableModuleForDecoderOnlyLM

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")
model.config.use_cache = False
model.gradient_checkpointing_enable()
model = get_peft_model(model, LoraConfig(r=2, lora_alpha=4, target_modules=["q_proj", "v_proj"], task_type="CAUSAL_LM"))

opt = torch.optim.AdamW(model.parameters(), lr=1e-3)
model.train()
for text in ["the quick brown fox", "a king and a queen", "hello world"]:
    enc = tok(text, return_tensors="pt")
    model(**enc, labels=enc.input_ids).loss.backward()
    opt.step()
    opt.zero_grad()

model = model.merge_and_unload()
model.eval()
exportable = TorchExportableModuleForDecoderOnlyLM(model, batch_size=1, max_cache_len=64)
example = torch.tensor([[1, 2, 3]], dtype=torch.long)
program = exportable.export(input_ids=example, cache_position=torch.arange(3, dtype=torch.long))
print(program)
