# classes: 9
"""Export T5 for on-device translation with transformers' executorch integration
(Seq2SeqLMExportableModule: encoder and decoder with a static cache)."""
from transformers import AutoModelForSeq2SeqLM, GenerationConfig
from transformers.integrations.executorch import Seq2SeqLMExportableModule

model = AutoModelForSeq2SeqLM.from_pretrained("t5-small")
model.generation_config = GenerationConfig(
    use_cache=True,
    cache_implementation="static",
    max_length=32,
    cache_config={"batch_size": 1, "max_cache_len": 32},
)
exportable = Seq2SeqLMExportableModule(
    model, batch_size=1, max_hidden_seq_length=32, cache_implementation="static", max_cache_length=32
)
program = exportable.export()
print(type(program).__name__)
