# classes: 6 9
import torch
from transformers import AutoModelForCausalLM
from transformers.integrations.executorch import TorchExportableModuleForDecoderOnlyLM


def load(model_id="google/gemma-3-1b-it"):
    m = AutoModelForCausalLM.from_pretrained(model_id, torch_dtype=torch.float32)
    m.config.use_cache = False
    return m.eval()


def main():
    model = load()
    exportable = TorchExportableModuleForDecoderOnlyLM(model, batch_size=1, max_cache_len=32)
    ids = torch.tensor([[2, 5, 7]])
    print(exportable(input_ids=ids[:, :1], cache_position=torch.tensor([0])).shape)


main()
