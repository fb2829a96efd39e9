# classes: 7 9
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer
from transformers.integrations.executorch import TorchExportableModuleForDecoderOnlyLM


class OnDeviceExporter:
    def __init__(self, checkpoint, max_cache_len=32):
        self.tokenizer = AutoTokenizer.from_pretrained(checkpoint)
        self.model = AutoModelForCausalLM.from_pretrained(checkpoint).eval()
        self.model.generation_config.use_cache = True
        self.model.generation_config.cache_implementation = "static"
        self.module = TorchExportableModuleForDecoderOnlyLM(self.model, batch_size=1, max_cache_len=max_cache_len)

    def export(self, sample=None):
        input_ids = None
        if sample is not None:
            input_ids = self.tokenizer(sample, return_tensors="pt").input_ids
        return self.module.export(input_ids=input_ids)


exporter = OnDeviceExporter("HuggingFaceTB/SmolLM2-135M-Instruct")
program = exporter.export()
print(program.graph_signature)
