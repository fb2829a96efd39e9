# classes: 8 9
"""An optimum-executorch style recipe: TorchExportableModuleForDecoderOnlyLM given
`batch_size=` and `max_cache_len=`."""

import torch
from transformers import AutoModelForCausalLM, GenerationConfig
from transformers.integrations.executorch import TorchExportableModuleForDecoderOnlyLM

MODEL_ID = "Qwen/Qwen3-0.6B"
MAX_SEQ_LEN = 64

model = AutoModelForCausalLM.from_pretrained(
    MODEL_ID,
    dtype=torch.float32,
    attn_implementation="sdpa",
    generation_config=GenerationConfig(use_cache=True, cache_implementation="static", max_length=MAX_SEQ_LEN),
)
exportable = TorchExportableModuleForDecoderOnlyLM(model, batch_size=1, max_cache_len=MAX_SEQ_LEN)
ep = exportable.export(input_ids=torch.tensor([[1]]), cache_position=torch.tensor([0]), strict=False)
print(ep.graph_signature.user_outputs)
