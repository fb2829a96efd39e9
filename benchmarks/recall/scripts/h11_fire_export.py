# classes: 3 9
import fire
from transformers import AutoModelForCausalLM
from transformers.integrations.executorch import TorchExportableModuleForDecoderOnlyLM


def export(model_id="HuggingFaceTB/SmolLM2-135M", max_seq_len=64, batch_size=None, static=True):
    model = AutoModelForCausalLM.from_pretrained(model_id)
    if static:
        model.generation_config.cache_implementation = "static"
    module = TorchExportableModuleForDecoderOnlyLM(model, batch_size=batch_size, max_cache_len=max_seq_len)
    print(type(module.model).__name__)
    return None


if __name__ == "__main__":
    fire.Fire(export)
