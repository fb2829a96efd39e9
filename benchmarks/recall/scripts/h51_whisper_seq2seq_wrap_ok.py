# classes: 6 9
"""Wrap Whisper tiny for the ExecuTorch seq2seq runner (encoder and cached decoder)."""
from transformers import AutoModelForSpeechSeq2Seq
from transformers.integrations.executorch import Seq2SeqLMExportableModule

asr = AutoModelForSpeechSeq2Seq.from_pretrained("openai/whisper-tiny", attn_implementation="eager")
asr.config.use_cache = False  # left from the eval harness, the wrapper builds its own cache
asr.generation_config.use_cache = False
wrapper = Seq2SeqLMExportableModule(asr, batch_size=1, max_hidden_seq_length=1500, max_cache_length=64)
print(wrapper.generation_config.use_cache, wrapper.generation_config.cache_implementation)
