# classes: 7 9
"""A small exporter object used by our release pipeline."""
import torch
from transformers import AutoModelForCausalLM, GenerationConfig
from transformers.integrations.executorch import TorchExportableModuleWithStaticCache


class ExecuTorchExporter:
    def __init__(self, model_id, max_seq_len=64, batch_size=None):
        self.model_id = model_id
        self.max_seq_len = max_seq_len
        self.batch_size = batch_size
        self.model = AutoModelForCausalLM.from_pretrained(
            model_id,
            torch_dtype=torch.float32,
            generation_config=GenerationConfig(use_cache=True, cache_implementation="static"),
        )
        self.model.eval()

    def wrap(self):
        return TorchExportableModuleWithStaticCache(
            self.model, batch_size=self.batch_size, max_cache_len=self.max_seq_len
        )

    def export(self):
        module = self.wrap()
        example = {"input_ids": torch.tensor([[1]]), "cache_position": torch.tensor([0])}
        with torch.no_grad():
            return torch.export.export(module, args=(), kwargs=example, strict=False)


if __name__ == "__main__":
    program = ExecuTorchExporter("HuggingFaceTB/SmolLM2-135M", batch_size=1).export()
    print(program.graph_signature.buffers[:2])
