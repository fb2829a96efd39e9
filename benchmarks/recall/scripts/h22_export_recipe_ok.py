# classes: 9
"""ExecuTorch export recipe from the transformers docs: static cache declared in the GenerationConfig."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig
from transformers.integrations.executorch import TorchExportableModuleWithStaticCache

MODEL_ID = "HuggingFaceTB/SmolLM2-135M"
BATCH, MAX_LEN = 1, 32

generation_config = GenerationConfig(
    use_cache=True,
    cache_implementation="static",
    max_length=MAX_LEN,
    cache_config={"batch_size": BATCH, "max_cache_len": MAX_LEN},
)
model = AutoModelForCausalLM.from_pretrained(
    MODEL_ID, device_map="cpu", torch_dtype=torch.float32, generation_config=generation_config
)
model.eval()
tokenizer = AutoTokenizer.from_pretrained(MODEL_ID)

exportable = TorchExportableModuleWithStaticCache(model)
prompt_ids = tokenizer("Hello", return_tensors="pt").input_ids[:, :1]
with torch.no_grad():
    exported_program = torch.export.export(
        exportable,
        args=(),
        kwargs={"input_ids": prompt_ids, "cache_position": torch.tensor([0], dtype=torch.long)},
        strict=False,
    )
print(type(exported_program).__name__, len(exported_program.graph.nodes))
