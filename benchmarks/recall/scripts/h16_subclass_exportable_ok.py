# classes: 7
import torch
from transformers import AutoModelForCausalLM
from transformers.integrations.executorch import TorchExportableModuleWithStaticCache


class LogitsOnlyExportable(TorchExportableModuleWithStaticCache):
    """Same as the upstream wrapper, but returns only the last position's logits."""

    def __init__(self, model, max_len=32):
        model.generation_config.use_cache = True
        model.generation_config.cache_implementation = "static"
        super().__init__(model, batch_size=1, max_cache_len=max_len)

    def forward(self, input_ids, cache_position):
        logits = super().forward(input_ids=input_ids, cache_position=cache_position)
        return logits[:, -1, :]


model = AutoModelForCausalLM.from_pretrained("meta-llama/Llama-3.2-1B")
model.eval()
exportable = LogitsOnlyExportable(model, max_len=24)
print(exportable(torch.tensor([[1]]), torch.tensor([0])).shape)
