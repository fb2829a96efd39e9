# classes: 3 9
"""Export a decoder-only LM to an ExecuTorch-friendly torch.export program."""
from dataclasses import dataclass, field
from typing import Optional

from transformers import AutoModelForCausalLM, GenerationConfig, HfArgumentParser
from transformers.integrations.executorch import TorchExportableModuleWithStaticCache


@dataclass
class ExportArguments:
    model: str = field(default="HuggingFaceTB/SmolLM2-135M")
    max_cache_len: int = field(default=128)
    batch_size: Optional[int] = field(default=None, metadata={"help": "defaults to the generation config"})


def main() -> None:
    (args,) = HfArgumentParser(ExportArguments).parse_args_into_dataclasses()
    model = AutoModelForCausalLM.from_pretrained(args.model)
    model.generation_config = GenerationConfig(use_cache=True, cache_implementation="static")
    exportable = TorchExportableModuleWithStaticCache(
        model, batch_size=args.batch_size, max_cache_len=args.max_cache_len
    )
    print("ready:", exportable.__class__.__name__)


if __name__ == "__main__":
    main()
