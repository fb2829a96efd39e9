# classes: 6
"""SmolLM2-135M card quickstart followed by an ExecuTorch export through transformers' export
wrapper: the generation config is set up with a static cache and its sizes before exporting."""
from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig
from transformers.integrations.executorch import convert_and_export_with_cache

checkpoint = "HuggingFaceTB/SmolLM2-135M"
tokenizer = AutoTokenizer.from_pretrained(checkpoint)
model = AutoModelForCausalLM.from_pretrained(checkpoint)
inputs = tokenizer.encode("Gravity is", return_tensors="pt")
outputs = model.generate(inputs, max_new_tokens=8)
print(tokenizer.decode(outputs[0]))

model.generation_config = GenerationConfig(
    use_cache=True,
    cache_implementation="static",
    max_length=64,
    cache_config={"batch_size": 1, "max_cache_len": 64},
)
exported = convert_and_export_with_cache(model)
print(type(exported).__name__)
