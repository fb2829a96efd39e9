# classes: 9 6
import torch
from transformers import AutoModelForCausalLM, GenerationConfig
from transformers.integrations.executorch import TorchExportableModuleWithStaticCache

SEQ_LEN = 32
gen = GenerationConfig(
    use_cache=True,
    cache_implementation="static",
    max_length=SEQ_LEN,
    cache_config={"batch_size": 1, "device": "cpu"},
)
model = AutoModelForCausalLM.from_pretrained("meta-llama/Llama-3.2-1B", generation_config=gen).eval()
module = TorchExportableModuleWithStaticCache(model)
ep = torch.export.export(module, args=(torch.tensor([[1]]),), kwargs={"cache_position": torch.tensor([0])})
print(ep.graph_signature.user_inputs)
