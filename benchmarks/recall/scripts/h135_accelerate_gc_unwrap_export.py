# classes: 7 9
"""Fine-tune with accelerate and gradient checkpointing (use_cache off on the config), then
unwrap the model and export it for ExecuTorch with a static cache."""
import torch
from accelerate import Accelerator
from transformers import AutoModelForCausalLM, AutoTokenizer
from transformers.integrations.executorch import TorchExportableModuleForDecoderOnlyLM

accelerator = Accelerator(cpu=True)
tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")
model.gradient_checkpointing_enable()
model.config.use_cache = False
optimizer = torch.optim.AdamW(model.parameters(), lr=1e-5)
model, optimizer = accelerator.prepare(model, optimizer)

model.train()
batch = tok(["the quick brown fox"], return_tensors="pt")
loss = model(**batch, labels=batch["input_ids"]).loss
accelerator.backward(loss)
optimizer.step()

final = accelerator.unwrap_model(model).eval()
final.generation_config.cache_implementation = "static"
exportable = TorchExportableModuleForDecoderOnlyLM(final, batch_size=1, max_cache_len=32)
print(type(exportable).__name__)
