# classes: 9
"""Export SmolLM2 to a torch.export program with everything the static wrapper needs."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig
from transformers.integrations.executorch import TorchExportableModuleWithStaticCache

MODEL_ID = "HuggingFaceTB/SmolLM2-135M-Instruct"
MAX_LEN = 48

tokenizer = AutoTokenizer.from_pretrained(MODEL_ID)
model = AutoModelForCausalLM.from_pretrained(MODEL_ID, torch_dtype=torch.float32)
model.generation_config = GenerationConfig(
    use_cache=True, cache_implementation="static", max_length=MAX_LEN,
    cache_config={"batch_size": 1, "max_cache_len": MAX_LEN},
)
model.eval()
exportable = TorchExportableModuleWithStaticCache(model)
example = tokenizer("hello world", return_tensors="pt").input_ids[:, :1]
program = torch.export.export(
    exportable, args=(), kwargs={"input_ids": example, "cache_position": torch.tensor([0])}, strict=False
)
print(program.graph_signature.user_inputs)
