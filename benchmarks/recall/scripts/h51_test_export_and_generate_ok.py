# classes: 9 6
"""Export check in the style of a model test: export with a static cache, then decode greedily."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig
from transformers.integrations.executorch import (
    TorchExportableModuleWithStaticCache,
    convert_and_export_with_cache,
)

MODEL_ID = "Qwen/Qwen2.5-0.5B"


def test_export_static_cache():
    tokenizer = AutoTokenizer.from_pretrained(MODEL_ID, padding_side="right")
    prompt = tokenizer(["My favourite condiment is"], return_tensors="pt").input_ids
    max_generation_length = prompt.shape[-1] + 4

    model = AutoModelForCausalLM.from_pretrained(
        MODEL_ID,
        device_map="cpu",
        torch_dtype=torch.float32,
        attn_implementation="sdpa",
        generation_config=GenerationConfig(
            use_cache=True,
            cache_implementation="static",
            max_length=max_generation_length,
            cache_config={"batch_size": 1, "max_cache_len": max_generation_length},
        ),
    )
    exported_program = convert_and_export_with_cache(model)
    ids = TorchExportableModuleWithStaticCache.generate(
        exported_program=exported_program, prompt_token_ids=prompt, max_new_tokens=max_generation_length
    )
    text = tokenizer.batch_decode(ids, skip_special_tokens=True)
    assert isinstance(text[0], str)


if __name__ == "__main__":
    test_export_static_cache()
    print("ok")
