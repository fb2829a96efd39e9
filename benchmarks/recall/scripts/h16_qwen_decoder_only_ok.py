# classes: 6
# Qwen2.5 -> ExecuTorch: prepare the generation config the static recipe wants, then export.
import torch
from transformers import AutoModelForCausalLM
from transformers.integrations.executorch import TorchExportableModuleForDecoderOnlyLM

MODEL_ID = "Qwen/Qwen2.5-0.5B-Instruct"

model = AutoModelForCausalLM.from_pretrained(MODEL_ID, attn_implementation="sdpa")
model.eval()
gen_cfg = model.generation_config
gen_cfg.use_cache = True
gen_cfg.cache_implementation = "static"

exportable = TorchExportableModuleForDecoderOnlyLM(model, batch_size=1, max_cache_len=48)
program = exportable.export(
    input_ids=torch.zeros((1, 1), dtype=torch.long),
    cache_position=torch.tensor([0], dtype=torch.long),
)
print(program.graph_signature)
