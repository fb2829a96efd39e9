# classes: 9 3
"""On-device export helper: `edge.py export|smoke`.

`export` wraps the model for ExecuTorch (batch 1, cache of MAX_CACHE_LEN) and exports it;
`smoke` just loads the model.  No argument means `smoke` (export is slow).
"""
import os
import sys

from transformers import AutoModelForCausalLM, GenerationConfig
from transformers.integrations.executorch import TorchExportableModuleForDecoderOnlyLM

MODEL_ID = os.environ.get("EDGE_MODEL", "HuggingFaceTB/SmolLM2-135M-Instruct")
MAX_CACHE_LEN = int(os.environ.get("MAX_CACHE_LEN", "32"))


def load_model():
    model = AutoModelForCausalLM.from_pretrained(MODEL_ID)
    model.generation_config = GenerationConfig(
        use_cache=True,
        cache_implementation="static",
        max_length=MAX_CACHE_LEN,
        cache_config={"batch_size": 1, "max_cache_len": MAX_CACHE_LEN},
    )
    return model.eval()


def export():
    model = load_model()
    wrapper = TorchExportableModuleForDecoderOnlyLM(model, batch_size=1, max_cache_len=MAX_CACHE_LEN)
    program = wrapper.export()
    print(program.graph_signature)


def smoke():
    model = load_model()
    print(model.config.model_type, "loaded")


def main():
    command = sys.argv[1] if len(sys.argv) > 1 else "smoke"
    if command == "export":
        export()
    elif command == "smoke":
        smoke()
    else:
        sys.exit(f"usage: {sys.argv[0]} export|smoke")


if __name__ == "__main__":
    main()
