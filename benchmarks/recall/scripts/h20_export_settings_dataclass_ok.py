# classes: 3 9
"""Export settings as a dataclass parsed by HfArgumentParser."""
from dataclasses import dataclass, field

import torch
from transformers import AutoModelForCausalLM, GenerationConfig, HfArgumentParser
from transformers.integrations.executorch import convert_and_export_with_cache


@dataclass
class ExportSettings:
    model_name_or_path: str = field(default="HuggingFaceTB/SmolLM2-135M-Instruct")
    max_seq_len: int = field(default=48, metadata={"help": "cache length baked into the program"})
    batch_size: int = 1
    use_kv_cache: bool = field(default=True, metadata={"help": "export with a KV cache"})


def main():
    (settings,) = HfArgumentParser(ExportSettings).parse_args_into_dataclasses()
    model = AutoModelForCausalLM.from_pretrained(settings.model_name_or_path, torch_dtype=torch.float32)
    model.generation_config = GenerationConfig(
        use_cache=settings.use_kv_cache,
        cache_implementation="static",
        cache_config={"batch_size": settings.batch_size, "max_cache_len": settings.max_seq_len},
    )
    model.eval()
    program = convert_and_export_with_cache(model)
    print(program.graph_signature.user_inputs)


if __name__ == "__main__":
    main()
